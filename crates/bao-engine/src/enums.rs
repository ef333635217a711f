//! [`listed_enum!`](crate::listed_enum), the one declaration of the crate's fieldless enums:
//! every variant in `ALL` and, for an enum whose values have stable names, `name()`,
//! `from_name()`, `Display`, `FromStr` (with the typed error [`UnknownName`]) and serde (as the
//! name). A leaf module: the engine's small enums, the puzzles' themes and the app's catalogue
//! keys and settings all use it, and it imports nothing of the crate.

use std::fmt;

/// A text that is none of an enum's names: the `FromStr` error of every enum declared with
/// names by [`listed_enum!`](crate::listed_enum).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownName {
    /// The enum's type name (`"Variant"`, `"WhyNot"`, …).
    pub type_name: &'static str,
    /// The text that was read.
    pub text: String,
}

impl fmt::Display for UnknownName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?} is not a {} name", self.text, self.type_name)
    }
}

impl std::error::Error for UnknownName {}

/// Declares a fieldless enum and `pub const ALL: [Self; N]`, every variant in declaration
/// order, so that no list of variants is kept by hand.
///
/// Two forms, told apart by the variants:
///
/// * `Variant,` — the enum and `ALL` only (the catalogue keys, whose texts are elsewhere).
///   A variant may have a discriminant (`Variant = 3,`).
/// * `Variant => "name",` — also the stable names, which are stored (JSON, records, local
///   storage) and so must never change: `name()`, `from_name()`, `Display` (the name),
///   `FromStr` (its error an [`UnknownName`](crate::UnknownName)), `Serialize` and
///   `Deserialize` (as the name).
///
/// ```
/// bao_engine::listed_enum! {
///     /// A traffic light's colours.
///     #[derive(Clone, Copy, Debug, PartialEq, Eq)]
///     pub enum Light {
///         Red => "red",
///         Amber => "amber",
///         Green => "green",
///     }
/// }
///
/// assert_eq!(Light::ALL, [Light::Red, Light::Amber, Light::Green]);
/// assert_eq!(Light::Amber.name(), "amber");
/// assert_eq!(Light::Green.to_string(), "green");
/// assert_eq!(Light::from_name("red"), Some(Light::Red));
/// assert_eq!("red".parse::<Light>(), Ok(Light::Red));
/// let error = "blue".parse::<Light>().unwrap_err();
/// assert_eq!(error, bao_engine::UnknownName { type_name: "Light", text: "blue".to_string() });
/// assert_eq!(error.to_string(), r#""blue" is not a Light name"#);
/// assert_eq!(serde_json::to_string(&Light::Amber).unwrap(), r#""amber""#);
/// assert_eq!(serde_json::from_str::<Light>(r#""green""#).unwrap(), Light::Green);
/// assert!(serde_json::from_str::<Light>(r#""Green""#).is_err());
///
/// bao_engine::listed_enum! {
///     /// A catalogue's keys: no names, only `ALL`.
///     #[derive(Clone, Copy, Debug, PartialEq, Eq)]
///     enum Key {
///         Title,
///         Tagline = 5,
///     }
/// }
///
/// assert_eq!(Key::ALL, [Key::Title, Key::Tagline]);
/// assert_eq!(Key::Tagline as u8, 5);
/// ```
#[macro_export]
macro_rules! listed_enum {
    ($(#[$meta:meta])* $vis:vis enum $name:ident { $($(#[$vmeta:meta])* $variant:ident => $text:literal),+ $(,)? }) => {
        $crate::listed_enum! {
            $(#[$meta])*
            $vis enum $name {
                $($(#[$vmeta])* $variant),+
            }
        }

        impl $name {
            /// The stable name (used in JSON, records, local storage and translation keys).
            pub fn name(self) -> &'static str {
                match self {
                    $($name::$variant => $text),+
                }
            }

            /// The value of a name, if it is one.
            pub fn from_name(name: &str) -> Option<$name> {
                $name::ALL.into_iter().find(|v| v.name() == name)
            }
        }

        impl ::std::fmt::Display for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(self.name())
            }
        }

        impl ::std::str::FromStr for $name {
            type Err = $crate::UnknownName;

            fn from_str(text: &str) -> Result<$name, Self::Err> {
                $name::from_name(text).ok_or_else(|| $crate::UnknownName { type_name: stringify!($name), text: text.to_string() })
            }
        }

        impl ::serde::Serialize for $name {
            fn serialize<S: ::serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.serialize_str(self.name())
            }
        }

        impl<'de> ::serde::Deserialize<'de> for $name {
            fn deserialize<D: ::serde::Deserializer<'de>>(deserializer: D) -> Result<$name, D::Error> {
                let text = <String as ::serde::Deserialize>::deserialize(deserializer)?;
                text.parse().map_err(<D::Error as ::serde::de::Error>::custom)
            }
        }
    };
    ($(#[$meta:meta])* $vis:vis enum $name:ident { $($(#[$vmeta:meta])* $variant:ident $(= $value:expr)?),+ $(,)? }) => {
        $(#[$meta])*
        $vis enum $name {
            $($(#[$vmeta])* $variant $(= $value)?),+
        }

        impl $name {
            /// Every value, in declaration order.
            pub const ALL: [$name; <[&str]>::len(&[$(stringify!($variant)),+])] = [$($name::$variant),+];
        }
    };
}

#[cfg(test)]
mod tests {
    use super::UnknownName;

    crate::listed_enum! {
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        enum Colour {
            Red,
            Green,
            Blue,
        }
    }

    crate::listed_enum! {
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        enum Pointer {
            Left => "<",
            Right => ">",
            Up => "up_wards",
        }
    }

    #[test]
    fn all_lists_every_variant_in_declaration_order() {
        assert_eq!(Colour::ALL, [Colour::Red, Colour::Green, Colour::Blue]);
        assert_eq!(Pointer::ALL, [Pointer::Left, Pointer::Right, Pointer::Up]);
    }

    #[test]
    fn a_named_enum_reads_and_writes_exactly_its_names() {
        for arrow in Pointer::ALL {
            assert_eq!(arrow.to_string(), arrow.name());
            assert_eq!(arrow.name().parse::<Pointer>(), Ok(arrow));
            let json = serde_json::to_string(&arrow).unwrap();
            assert_eq!(json, format!("{:?}", arrow.name()));
            assert_eq!(serde_json::from_str::<Pointer>(&json).unwrap(), arrow);
        }
        assert_eq!(Pointer::Up.name(), "up_wards");
        for wrong in ["", "Up", "up", " <", "upwards"] {
            assert_eq!(wrong.parse::<Pointer>(), Err(UnknownName { type_name: "Pointer", text: wrong.to_string() }));
            assert_eq!(Pointer::from_name(wrong), None);
        }
        let error = serde_json::from_str::<Pointer>(r#""Left""#).unwrap_err();
        assert!(error.to_string().contains(r#""Left" is not a Pointer name"#), "{error}");
        assert!(serde_json::from_str::<Pointer>("1").is_err(), "a name is a string");
    }
}
