//! The interface's languages: Fluent messages from `www/locales/<tag>/*.ftl` (every file of a
//! language's directory, listed by `build.rs`), the current language, the choice of one from
//! the browser's, and the lookup. Only [`crate::strings`] calls [`tr`]: the rest of the crate asks
//! it for typed texts.
//!
//! The page's wasm holds English's messages only, the reference and the fallback: each other
//! language is about as large as the rest of the page's data, so its messages are fetched when
//! it is chosen and handed in by [`load`]. The teaching texts (the rules pages, `rules.ftl`, as
//! large again, and the lessons, `learn.ftl`) are fetched in every language, English's too,
//! when the rules dialog or a lesson opens, and handed in by [`load_rules`]. Native builds (the
//! tests, the tools) hold them all.

use fluent_bundle::bundle::FluentBundle as Bundle;
use fluent_bundle::{FluentArgs, FluentError, FluentResource, FluentValue};
use fluent_langneg::{negotiate_languages, NegotiationStrategy};
use intl_memoizer::{IntlLangMemoizer, Memoizable};
use std::cell::{Cell, RefCell};
use unic_langid::LanguageIdentifier;

include!(concat!(env!("OUT_DIR"), "/locales.rs"));

/// The reference language, and the one used for a message a language lacks.
pub const ENGLISH: &str = "en";

type Messages = Bundle<FluentResource, IntlLangMemoizer>;

thread_local! {
    /// The index in [`LANGUAGES`] of the language the page speaks.
    static CURRENT: Cell<usize> = const { Cell::new(0) };
    /// Each language's messages, parsed the first time they are needed (built in) or when
    /// [`load`] hands them in.
    static BUNDLES: RefCell<Vec<Option<Messages>>> = RefCell::new(LANGUAGES.iter().map(|_| None).collect());
    /// Each language's rules pages handed to [`load_rules`].
    static RULES: RefCell<Vec<bool>> = RefCell::new(LANGUAGES.iter().map(|_| false).collect());
}

/// Every language's tag, English first.
pub fn languages() -> impl Iterator<Item = &'static str> {
    LANGUAGES.iter().map(|(tag, _)| *tag)
}

/// The index of `tag` in [`LANGUAGES`].
fn index_of(tag: &str) -> Option<usize> {
    LANGUAGES.iter().position(|(t, _)| *t == tag)
}

/// The language of the page, by tag ("pt-BR").
pub fn current() -> &'static str {
    LANGUAGES[CURRENT.get()].0
}

/// Makes `tag` the page's language; false (and nothing changes) when there is no such language.
/// Its messages are those built in or handed to [`load`]; until then it reads in English.
pub fn set(tag: &str) -> bool {
    match index_of(tag) {
        Some(index) => {
            CURRENT.set(index);
            true
        }
        None => false,
    }
}

/// Whether the messages of `tag` are at hand (built in, or handed to [`load`]).
pub fn has_messages(tag: &str) -> bool {
    index_of(tag).is_some_and(|index| {
        BUNDLES.with_borrow(|bundles| bundles[index].is_some()) || built_in(index).is_some()
    })
}

/// Takes in the messages of `tag` (the text of its `.ftl` files, one after the other, as the
/// page fetched them), keeping what can be read; the errors met, each as a line. An unknown tag
/// changes nothing.
pub fn load(tag: &str, text: &str) -> Vec<String> {
    let Some(index) = index_of(tag) else {
        return vec![format!("{tag} is not a language of the page")];
    };
    let (bundle, errors) = messages(tag, &[("fetched", text)]);
    BUNDLES.with_borrow_mut(|bundles| bundles[index] = Some(bundle));
    // A new bundle holds no rules pages: they are to be handed in again.
    RULES.with_borrow_mut(|rules| rules[index] = false);
    errors
}

/// The files of the language at `index` that this build holds: English's always, every
/// language's natively.
fn built_in(index: usize) -> Option<&'static [(&'static str, &'static str)]> {
    #[cfg(not(target_arch = "wasm32"))]
    return LOCALES.get(index).copied();
    #[cfg(target_arch = "wasm32")]
    return (index == 0).then_some(ENGLISH_PAGE_FILES);
}

/// Whether the rules pages of `tag` are at hand: built in (natively), or handed to
/// [`load_rules`].
pub fn has_rules(tag: &str) -> bool {
    index_of(tag).is_some_and(|index| {
        cfg!(not(target_arch = "wasm32")) || RULES.with_borrow(|rules| rules[index])
    })
}

/// Takes in the teaching texts of `tag` (its `rules.ftl` and `learn.ftl`), beside its messages (which are read
/// first when built in); the errors met reading them, as [`load`]'s.
pub fn load_rules(tag: &str, text: &str) -> Vec<String> {
    let Some(index) = index_of(tag) else {
        return vec![format!("{tag} is not a language of the page")];
    };
    let mut errors = Vec::new();
    let resource = FluentResource::try_new(text.to_string()).unwrap_or_else(|(r, es)| {
        errors.extend(es.iter().map(|e| format!("{tag}/rules.ftl: {e:?}")));
        r
    });
    BUNDLES.with_borrow_mut(|bundles| {
        let bundle = match &mut bundles[index] {
            Some(bundle) => bundle,
            empty => empty.insert(
                built_in(index)
                    .map(|files| messages(tag, files).0)
                    .unwrap_or_else(|| messages(tag, &[]).0),
            ),
        };
        if let Err(es) = bundle.add_resource(resource) {
            errors.extend(es.iter().map(|e| format!("{tag}/rules.ftl: {e:?}")));
        }
    });
    RULES.with_borrow_mut(|rules| rules[index] = true);
    errors
}

/// The best of our languages for the reader's list of preferred ones (the browser's
/// `navigator.languages`, best first): the same language in another region will do (pt-PT
/// reads pt-BR, es-MX reads es); English when nothing matches. Tags that cannot be read are
/// passed over.
pub fn negotiate<S: AsRef<str>>(requested: &[S]) -> &'static str {
    let requested: Vec<LanguageIdentifier> = requested
        .iter()
        .filter_map(|tag| tag.as_ref().parse().ok())
        .collect();
    let available: Vec<LanguageIdentifier> = languages()
        .map(|tag| {
            tag.parse()
                .expect("the locales' directories are language tags")
        })
        .collect();
    let chosen = negotiate_languages(
        &requested,
        &available,
        available.first(),
        NegotiationStrategy::Filtering,
    );
    chosen
        .first()
        .and_then(|id| available.iter().position(|a| a == *id))
        .map_or(ENGLISH, |index| LANGUAGES[index].0)
}

/// The message `id` in the current language (in English if that language lacks it), with its
/// arguments. A message missing everywhere comes back as its id, which the tests never allow.
pub fn tr(id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
    format(CURRENT.get(), id, args)
        .or_else(|| format(0, id, args))
        .map_or_else(|| id.to_string(), |(text, _)| text)
}

/// A language's own name for itself ("Русский"), for the language selector: known before its
/// messages are.
pub fn name(tag: &str) -> &str {
    LANGUAGES
        .iter()
        .find(|(t, _)| *t == tag)
        .map_or(tag, |(_, name)| name)
}

/// The message `id` of the language at `index` in [`LANGUAGES`], with what went wrong
/// formatting it (a missing variable, an unknown function); `None` when the language lacks it
/// or its messages are not at hand.
pub(crate) fn format(
    index: usize,
    id: &str,
    args: &[(&str, FluentValue<'_>)],
) -> Option<(String, Vec<FluentError>)> {
    let mut fluent_args = FluentArgs::with_capacity(args.len());
    for (name, value) in args {
        fluent_args.set(*name, value.clone());
    }
    BUNDLES.with_borrow_mut(|bundles| {
        if bundles[index].is_none() {
            bundles[index] = built_in(index).map(|files| messages(LANGUAGES[index].0, files).0);
        }
        let bundle = bundles[index].as_ref()?;
        let pattern = bundle.get_message(id)?.value()?;
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
        Some((text.into_owned(), errors))
    })
}

/// The bundle of the language `tag` from its files (name and text) and the errors met reading
/// them (syntax errors, a message defined twice); what could be read is kept.
fn messages(tag: &str, files: &[(&str, &str)]) -> (Messages, Vec<String>) {
    let id: LanguageIdentifier = tag
        .parse()
        .expect("the locales' directories are language tags");
    let mut bundle = Bundle::new(vec![id]);
    // The page is left-to-right in every language it has: no direction marks around variables.
    bundle.set_use_isolating(false);
    bundle.set_formatter(Some(number_text));
    let mut errors = Vec::new();
    if let Err(e) = bundle.add_builtins() {
        errors.push(format!("{tag}: {e:?}"));
    }
    for (file, text) in files {
        let resource = FluentResource::try_new((*text).to_string()).unwrap_or_else(|(r, es)| {
            errors.extend(es.iter().map(|e| format!("{tag}/{file}: {e:?}")));
            r
        });
        if let Err(es) = bundle.add_resource(resource) {
            errors.extend(es.iter().map(|e| format!("{tag}/{file}: {e:?}")));
        }
    }
    (bundle, errors)
}

/// How a language writes numbers: its decimal separator, its thousands separator, and how
/// many digits before the separator make it worth grouping (CLDR's data for our languages).
struct NumberFormat {
    decimal: char,
    group: char,
    min_grouping: usize,
}

impl Memoizable for NumberFormat {
    type Args = ();
    type Error = ();

    fn construct(lang: LanguageIdentifier, (): ()) -> Result<NumberFormat, ()> {
        let (decimal, group, min_grouping) = match lang.language.as_str() {
            "en" => ('.', ',', 1),
            "ru" => (',', '\u{a0}', 1),
            "bg" => (',', '\u{a0}', 2),
            "fr" => (',', '\u{202f}', 1),
            "es" => (',', '.', 2),
            _ => (',', '.', 1),
        };
        Ok(NumberFormat {
            decimal,
            group,
            min_grouping,
        })
    }
}

impl NumberFormat {
    /// `value` with `NUMBER`'s options `minimumFractionDigits`, `maximumFractionDigits` (3
    /// unless given, as in JavaScript's `Intl`) and `useGrouping`.
    fn text(&self, number: &fluent_bundle::types::FluentNumber) -> String {
        let options = &number.options;
        let min = options.minimum_fraction_digits.unwrap_or(0);
        let max = options.maximum_fraction_digits.unwrap_or(3).max(min);
        let fixed = format!("{:.*}", max, number.value.abs());
        let (whole, fraction) = fixed.split_once('.').unwrap_or((&fixed, ""));
        let kept = fraction.trim_end_matches('0');
        let fraction = if kept.len() < min {
            &fraction[..min]
        } else {
            kept
        };
        let mut text = String::new();
        if number.value < 0.0 && fixed.bytes().any(|b| b.is_ascii_digit() && b != b'0') {
            text.push('-');
        }
        let grouped = options.use_grouping && whole.len() >= 3 + self.min_grouping;
        for (i, digit) in whole.chars().enumerate() {
            if grouped && i > 0 && (whole.len() - i) % 3 == 0 {
                text.push(self.group);
            }
            text.push(digit);
        }
        if !fraction.is_empty() {
            text.push(self.decimal);
            text.push_str(fraction);
        }
        text
    }
}

/// Fluent's hook for numbers: each in its language's way (Fluent's own ignores the language).
fn number_text(value: &FluentValue, intls: &IntlLangMemoizer) -> Option<String> {
    match value {
        FluentValue::Number(n) => intls
            .with_try_get::<NumberFormat, _, _>((), |format| format.text(n))
            .ok(),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use fluent_syntax::ast;
    use std::collections::{BTreeMap, BTreeSet};

    /// Each message's variables, by id, from a language's files (terms are the language's own
    /// business and not compared).
    fn variables(index: usize) -> BTreeMap<String, BTreeSet<String>> {
        let mut found = BTreeMap::new();
        for (file, text) in LOCALES[index] {
            let resource = fluent_syntax::parser::parse(*text).unwrap_or_else(|(_, errors)| {
                panic!("{}/{file} does not parse: {errors:?}", LANGUAGES[index].0)
            });
            for entry in resource.body {
                if let ast::Entry::Message(message) = entry {
                    let mut names = BTreeSet::new();
                    if let Some(pattern) = &message.value {
                        pattern_variables(pattern, &mut names);
                    }
                    for attribute in &message.attributes {
                        pattern_variables(&attribute.value, &mut names);
                    }
                    found.insert(message.id.name.to_string(), names);
                }
            }
        }
        found
    }

    fn pattern_variables(pattern: &ast::Pattern<&str>, names: &mut BTreeSet<String>) {
        for element in &pattern.elements {
            if let ast::PatternElement::Placeable { expression } = element {
                expression_variables(expression, names);
            }
        }
    }

    fn expression_variables(expression: &ast::Expression<&str>, names: &mut BTreeSet<String>) {
        match expression {
            ast::Expression::Select { selector, variants } => {
                inline_variables(selector, names);
                for variant in variants {
                    pattern_variables(&variant.value, names);
                }
            }
            ast::Expression::Inline(inline) => inline_variables(inline, names),
        }
    }

    fn inline_variables(inline: &ast::InlineExpression<&str>, names: &mut BTreeSet<String>) {
        match inline {
            ast::InlineExpression::VariableReference { id } => {
                names.insert(id.name.to_string());
            }
            ast::InlineExpression::FunctionReference { arguments, .. } => {
                call_variables(arguments, names)
            }
            ast::InlineExpression::TermReference {
                arguments: Some(arguments),
                ..
            } => call_variables(arguments, names),
            ast::InlineExpression::Placeable { expression } => {
                expression_variables(expression, names)
            }
            _ => {}
        }
    }

    fn call_variables(arguments: &ast::CallArguments<&str>, names: &mut BTreeSet<String>) {
        for positional in &arguments.positional {
            inline_variables(positional, names);
        }
        for named in &arguments.named {
            inline_variables(&named.value, names);
        }
    }

    #[test]
    fn every_language_has_the_messages_and_variables_of_english() {
        let all_english = variables(0);
        assert!(all_english.len() > 100, "English has its messages");
        let mut problems = Vec::new();
        for (index, (tag, _)) in LANGUAGES.iter().enumerate().skip(1) {
            let theirs = variables(index);
            for (id, names) in &all_english {
                match theirs.get(id) {
                    None => problems.push(format!("{tag} lacks {id}")),
                    Some(n) if n != names => {
                        problems.push(format!("{tag} {id} has variables {n:?}, English {names:?}"))
                    }
                    Some(_) => {}
                }
            }
            for id in theirs.keys().filter(|id| !all_english.contains_key(*id)) {
                problems.push(format!("{tag} has {id}, which English lacks"));
            }
        }
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }

    /// No dead text: each message of English's `main.ftl` is asked for by `strings.rs` (or here:
    /// the language's own name), or by `boot.js` (its texts are listed in the post-build hook
    /// that writes them in).
    #[test]
    fn every_main_message_is_used() {
        let english = ENGLISH_FILES.iter().find(|(file, _)| *file == "main.ftl");
        let resource = fluent_syntax::parser::parse(english.expect("en/main.ftl").1).unwrap();
        let users = [
            include_str!("strings.rs"),
            include_str!("i18n.rs"),
            include_str!("../../tools/web/post_build.mjs"),
        ];
        for entry in resource.body {
            if let ast::Entry::Message(message) = entry {
                let id = message.id.name;
                let asked = |text: &str| {
                    text.contains(&format!("\"{id}\"")) || text.contains(&format!("'{id}'"))
                };
                assert!(users.iter().any(|u| asked(u)), "{id} is never used");
            }
        }
    }

    #[test]
    fn every_language_reads_without_errors() {
        assert_eq!(LOCALES.len(), LANGUAGES.len());
        for (files, (tag, _)) in LOCALES.iter().zip(LANGUAGES) {
            let (_, errors) = messages(tag, files);
            assert!(errors.is_empty(), "{errors:?}");
        }
    }

    /// Every message of every language, with each variable set in turn to every sample value:
    /// each colour, result and plural form is met, and none may fail or show a placeholder.
    #[test]
    fn every_message_formats_in_every_language() {
        let samples: Vec<FluentValue> = vec![
            "white".into(),
            "black".into(),
            "won".into(),
            "lost".into(),
            "drawn".into(),
            0.into(),
            1.into(),
            2.into(),
            5.into(),
            21.into(),
            1.5.into(),
            1234.5.into(),
        ];
        for (index, (tag, _)) in LANGUAGES.iter().enumerate() {
            for (id, names) in variables(index) {
                for sample in &samples {
                    let args: Vec<(&str, FluentValue)> =
                        names.iter().map(|n| (n.as_str(), sample.clone())).collect();
                    let (text, errors) = format(index, &id, &args).expect("the message exists");
                    assert!(errors.is_empty(), "{tag} {id} with {sample:?}: {errors:?}");
                    assert!(
                        !text.trim().is_empty() && !text.contains('{') && !text.contains('$'),
                        "{tag} {id} with {sample:?}: {text:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn every_language_names_itself_as_its_messages_do() {
        for (index, tag) in languages().enumerate() {
            let (own, _) = format(index, "language-name", &[]).expect("language-name");
            assert_eq!(name(tag), own, "{tag}");
        }
        assert_eq!(name(ENGLISH), "English");
        assert_eq!(name("ru"), "Русский");
    }

    /// A language fetched by the page: its files one after the other, read as one text.
    #[test]
    fn a_language_handed_in_as_one_text_reads_as_its_files_do() {
        let ru = index_of("ru").expect("Russian");
        let text: String = LOCALES[ru].iter().map(|(_, t)| format!("{t}\n")).collect();
        assert!(load("ru", &text).is_empty());
        let read = |id: &str| format(ru, id, &[]).map(|(text, _)| text);
        assert_eq!(
            read("rules-section-men").as_deref(),
            Some("Ход простой шашки")
        );
        assert_eq!(read("undo").as_deref(), Some("Отменить ход"));
        assert_eq!(load("xx", "undo = x").len(), 1, "no such language");
        let broken = load("ru", "undo = Назад\nthis is not fluent\n");
        assert_eq!(broken.len(), 1, "{broken:?}");
        assert_eq!(read("undo").as_deref(), Some("Назад"), "what could be read");
        assert_eq!(read("redo"), None, "the rest is English's to give");
        assert!(load("ru", &text).is_empty());
    }

    #[test]
    fn the_language_is_chosen_from_the_readers_list() {
        assert_eq!(negotiate(&["en-GB", "fr"]), ENGLISH);
        assert_eq!(negotiate::<&str>(&[]), ENGLISH);
        assert_eq!(negotiate(&["zh-CN", "ja"]), ENGLISH, "none of ours");
        assert_eq!(negotiate(&["not a tag!", "en"]), ENGLISH);
        for tag in languages() {
            assert_eq!(negotiate(&[tag]), tag);
            assert_eq!(
                negotiate(&["zh", tag]),
                tag,
                "the first of ours in the list"
            );
        }
        if languages().any(|t| t == "pt-BR") {
            assert_eq!(negotiate(&["pt-PT"]), "pt-BR");
            assert_eq!(negotiate(&["pt"]), "pt-BR");
        }
        if languages().any(|t| t == "es") {
            assert_eq!(negotiate(&["es-MX", "en"]), "es");
        }
        if languages().any(|t| t == "ru") {
            assert_eq!(negotiate(&["ru-RU"]), "ru");
        }
    }

    #[test]
    fn the_current_language_changes_only_to_one_of_ours() {
        assert_eq!(current(), ENGLISH);
        assert!(!set("xx"));
        assert_eq!(current(), ENGLISH);
        for tag in languages() {
            assert!(set(tag));
            assert_eq!(current(), tag);
            assert!(!tr("undo", &[]).is_empty());
        }
        assert!(set(ENGLISH));
        assert_eq!(tr("undo", &[]), "Undo");
        assert_eq!(tr("no-such-message", &[]), "no-such-message");
    }

    #[test]
    fn numbers_are_written_in_each_languages_way() {
        let text = |lang: &str, value: f64, min: usize, max: usize, grouping: bool| {
            let mut options = fluent_bundle::types::FluentNumberOptions {
                minimum_fraction_digits: Some(min),
                maximum_fraction_digits: Some(max),
                ..Default::default()
            };
            options.use_grouping = grouping;
            let number = fluent_bundle::types::FluentNumber::new(value, options);
            NumberFormat::construct(lang.parse().unwrap(), ())
                .unwrap()
                .text(&number)
        };
        assert_eq!(text("en", 0.35, 2, 2, true), "0.35");
        assert_eq!(text("ru", 0.35, 2, 2, true), "0,35");
        assert_eq!(text("en", 1.2, 2, 2, true), "1.20");
        assert_eq!(text("en", 1234567.0, 0, 0, true), "1,234,567");
        assert_eq!(text("ru", 1520.0, 0, 0, true), "1\u{a0}520");
        assert_eq!(
            text("es", 1520.0, 0, 0, true),
            "1520",
            "Spanish groups from five digits"
        );
        assert_eq!(text("es", 15200.0, 0, 0, true), "15.200");
        assert_eq!(text("en", 1520.0, 0, 0, false), "1520");
        assert_eq!(text("en", 2.5, 0, 3, true), "2.5");
        assert_eq!(text("en", -1.26, 1, 1, true), "-1.3");
        assert_eq!(
            text("en", -0.001, 2, 2, true),
            "0.00",
            "no minus before nothing"
        );
        assert_eq!(text("fr", 1.5, 1, 1, true), "1,5");
    }
}
