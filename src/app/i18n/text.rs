//! The languages and the [`Text`] trait every catalogue area implements: a leaf module, so
//! the areas can name it without importing their parent.

use crate::listed_enum;

listed_enum! {
    /// The app's languages, named by their `lang` attribute values (stored in the settings).
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum Lang {
        En => "en",
        Sw => "sw",
    }
}

impl Lang {
    /// The language for a browser language tag (`sw`, `sw-TZ` → Kiswahili; anything else English).
    pub fn from_browser(tag: &str) -> Lang {
        if tag.to_ascii_lowercase().starts_with("sw") {
            Lang::Sw
        } else {
            Lang::En
        }
    }
}

/// A typed catalogue key: its text in each language. `{0}`, `{1}`, … mark arguments ([`tf`]).
pub trait Text: Copy {
    /// The English text.
    fn en(self) -> &'static str;
    /// The Kiswahili text.
    fn sw(self) -> &'static str;
}

/// The text for `key` in `lang`.
pub fn t(lang: Lang, key: impl Text) -> &'static str {
    match lang {
        Lang::En => key.en(),
        Lang::Sw => key.sw(),
    }
}

/// The text for `key` with `{0}`, `{1}`, … replaced by `args`.
pub fn tf(lang: Lang, key: impl Text, args: &[&str]) -> String {
    let mut text = t(lang, key).to_string();
    for (i, arg) in args.iter().enumerate() {
        text = text.replace(&format!("{{{i}}}"), arg);
    }
    text
}
