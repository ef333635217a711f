//! The languages and the [`Text`] trait every catalogue area implements: a leaf module, so
//! the areas can name it without importing their parent.

use serde::{Deserialize, Serialize};

use crate::app::enums::with_all;

with_all! {
    /// The app's languages.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
    #[serde(rename_all = "lowercase")]
    pub enum Lang {
        En,
        Sw,
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

    /// The `lang` attribute value.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Sw => "sw",
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
