//! What the page's natively tested parts share in their tests: a worker that keeps the
//! requests it is sent and answers none by itself, the moment commands are given at, a move
//! clicked on the board, and the worker's answer about a reviewed position.

use crate::board::input::Click;
use crate::engine::session::Worker;
use crate::game::page::{Effect, Moment, Page};
use draughts_worker::protocol::{Eval, Reply, Request};
use std::cell::RefCell;
use std::rc::Rc;

/// A worker that keeps the requests it is sent.
#[derive(Clone, Default)]
pub struct Requests(pub Rc<RefCell<Vec<Request>>>);

impl Requests {
    /// The last request sent.
    pub fn last(&self) -> Request {
        self.0.borrow().last().cloned().expect("a request")
    }

    pub fn count(&self) -> usize {
        self.0.borrow().len()
    }
}

impl Worker for Requests {
    fn send(&mut self, request: &Request) {
        self.0.borrow_mut().push(request.clone());
    }
    fn set_ready(&mut self) {}
    fn restart(&mut self) -> Result<(), String> {
        Ok(())
    }
}

pub const AT: Moment = Moment {
    now_ms: 1_000.0,
    seed: 7,
    still: true,
};

/// Clicks `from` then `to` on the board and hands the move they play to the page.
pub fn click(page: &mut Page<Requests>, from: &str, to: &str) -> Vec<Effect> {
    let before = *page.session.position();
    for name in [from, to] {
        let square = page.session.position().variant().parse_square(name);
        if let Click::Play { mv, path } = page.session.click(square) {
            return page.played(before, mv, path, AT);
        }
    }
    panic!("{from}-{to} played nothing: {:?}", page.session.notice);
}

/// The worker's answer to its last request, a reviewed position: `score` and `line`.
pub fn reviewed(
    page: &mut Page<Requests>,
    worker: &Requests,
    score: Eval,
    line: &[&str],
) -> Vec<Effect> {
    let reply = Reply::Reviewed {
        id: worker.last().id,
        score,
        line: line.iter().map(|m| m.to_string()).collect(),
    };
    page.on_reply(reply, AT)
}
