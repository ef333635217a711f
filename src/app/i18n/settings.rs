//! The settings in the toolbar and their values.

use super::text::Text;
use crate::listed_enum;

listed_enum! {
    /// The settings in the toolbar and their values.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum SettingText {
        SettingSpeed,
        SettingLanguage,
        SettingTheme,
        SettingSound,
        SettingCoords,
        LangAuto,
        SpeedInstant,
        SpeedFast,
        SpeedNormal,
        SpeedSlow,
        ThemeSystem,
        ThemeLight,
        ThemeDark,
        /// The top navigation's name (for screen readers).
        NavPages,
        /// The navigation's entry of the game being played.
        NavPlay,
    }
}

impl Text for SettingText {
    fn en(self) -> &'static str {
        use SettingText::*;
        match self {
            SettingSpeed => "Speed",
            SettingLanguage => "Language",
            SettingTheme => "Theme",
            SettingSound => "Sound",
            SettingCoords => "Hole names",
            LangAuto => "Browser language",
            SpeedInstant => "instant",
            SpeedFast => "fast",
            SpeedNormal => "normal",
            SpeedSlow => "slow",
            ThemeSystem => "system",
            ThemeLight => "light",
            ThemeDark => "dark",
            NavPages => "Pages",
            NavPlay => "Play",
        }
    }

    fn sw(self) -> &'static str {
        use SettingText::*;
        match self {
            SettingSpeed => "Kasi",
            SettingLanguage => "Lugha",
            SettingTheme => "Mandhari",
            SettingSound => "Sauti",
            SettingCoords => "Majina ya mashimo",
            LangAuto => "Lugha ya kivinjari",
            SpeedInstant => "papo hapo",
            SpeedFast => "haraka",
            SpeedNormal => "kawaida",
            SpeedSlow => "polepole",
            ThemeSystem => "mfumo",
            ThemeLight => "mwanga",
            ThemeDark => "giza",
            NavPages => "Kurasa",
            NavPlay => "Cheza",
        }
    }
}
