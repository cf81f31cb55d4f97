//! The worker messages as JavaScript values, compiled to wasm32-unknown-unknown and run under
//! Node by wasm-bindgen-test-runner: `cargo test -p draughts-worker --target
//! wasm32-unknown-unknown --test wasm`. What `protocol::encode` writes is what the page and the
//! worker post, and `protocol::decode` reads it back or says why not.

#![cfg(target_arch = "wasm32")]

use draughts::{Game, Variant};
use draughts_engine::Level;
use draughts_worker::protocol::{self, Eval, Kind, Reply, Request, TableSource};
use wasm_bindgen_test::wasm_bindgen_test;

/// A property of a JavaScript object.
fn field(value: &wasm_bindgen::JsValue, name: &str) -> wasm_bindgen::JsValue {
    js_sys::Reflect::get(value, &name.into()).unwrap()
}

#[wasm_bindgen_test]
fn requests_travel_as_objects_with_their_kind_and_variant() {
    let mut game = Game::new(Variant::Russian);
    let mv = game.position().parse_move("c3-d4").unwrap();
    game.play(&mv).unwrap();
    let level = Level::new(3).unwrap();
    let request = Request::new(7, Kind::DrawOffer, &game, level, 1000.0, 4_294_967_295);
    let value = protocol::encode(&request);
    assert!(value.is_object());
    assert_eq!(
        field(&value, "kind").as_string().as_deref(),
        Some("draw_offer")
    );
    assert_eq!(
        field(&value, "variant").as_string().as_deref(),
        Some("russian")
    );
    assert_eq!(field(&value, "id").as_f64(), Some(7.0));
    assert_eq!(field(&value, "level").as_f64(), Some(3.0));
    let back: Request = protocol::decode(value.clone()).unwrap();
    assert_eq!(back, request);
    assert_eq!(back.game().unwrap().position(), game.position());
    let not_a_request = js_sys::Object::new().into();
    let error = protocol::decode::<Request>(not_a_request).unwrap_err();
    assert!(error.starts_with("bad message"), "{error}");
    assert!(protocol::decode::<Request>("text".into()).is_err());
    // A level is a number from 1 to 8; any other is a bad message, not a panic.
    let set_level = |level: wasm_bindgen::JsValue| {
        js_sys::Reflect::set(&value, &"level".into(), &level).unwrap();
        protocol::decode::<Request>(value.clone()).unwrap_err()
    };
    let error = set_level(9.into());
    assert!(error.starts_with("bad message"), "{error}");
    assert!(error.ends_with("level 9 is not between 1 and 8"), "{error}");
    assert!(set_level(0.into()).contains("level 0"));
    for bad in [2.5.into(), 300.into(), "3".into()] {
        assert!(set_level(bad).starts_with("bad message"));
    }
}

#[wasm_bindgen_test]
fn every_reply_travels_as_an_object_tagged_with_its_type() {
    let replies = [
        (Reply::Ready, "ready"),
        (
            Reply::Info {
                id: 3,
                depth: 9,
                score: Eval::Centimen(-35),
                nodes: 123_456,
                nps: 2_000_000,
                pv: vec!["c3-d4".into(), "f6-e5".into()],
            },
            "info",
        ),
        (
            Reply::Best {
                id: 3,
                mv: Some("c3-d4".into()),
                score: Eval::WinIn(13),
                depth: 9,
                nodes: 123_456,
                draw_offer: true,
            },
            "best",
        ),
        (
            Reply::Best {
                id: 4,
                mv: None,
                score: Eval::LossIn(0),
                depth: 0,
                nodes: 0,
                draw_offer: false,
            },
            "best",
        ),
        (
            Reply::Info {
                id: 5,
                depth: 1,
                score: Eval::TableWin,
                nodes: 9,
                nps: 9000,
                pv: vec![],
            },
            "info",
        ),
        (
            Reply::Info {
                id: 5,
                depth: 1,
                score: Eval::TableLoss,
                nodes: 9,
                nps: 9000,
                pv: vec!["a1-b2".into()],
            },
            "info",
        ),
        (
            Reply::DrawAnswer {
                id: 6,
                accept: true,
            },
            "draw_answer",
        ),
        (
            Reply::Error {
                id: None,
                message: "no".into(),
            },
            "error",
        ),
        (
            Reply::Error {
                id: Some(2),
                message: "no".into(),
            },
            "error",
        ),
        (
            Reply::Tables {
                source: TableSource::Imported,
                variant: Variant::Brazilian,
            },
            "tables",
        ),
    ];
    for (reply, tag) in replies {
        let value = protocol::encode(&reply);
        assert_eq!(field(&value, "type").as_string().as_deref(), Some(tag));
        assert_eq!(protocol::decode::<Reply>(value), Ok(reply));
    }
    let best = protocol::encode(&Reply::Best {
        id: 1,
        mv: Some("32-28".into()),
        score: Eval::Centimen(10),
        depth: 2,
        nodes: 3,
        draw_offer: false,
    });
    assert_eq!(field(&best, "move").as_string().as_deref(), Some("32-28"));
    assert!(protocol::decode::<Reply>(js_sys::Object::new().into()).is_err());
}
