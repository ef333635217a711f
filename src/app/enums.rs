//! `with_all!`: an enum of unit variants together with `ALL`, every variant in declaration
//! order, so that lists of variants are never kept by hand. For enums without stable names (the
//! catalogue keys); an enum whose values have names (`name`, `FromStr`, `Display`) uses the
//! engine's `named_enum!` instead.

/// Declares an enum of unit variants and its `pub const ALL: &'static [Self]`.
macro_rules! with_all {
    ($(#[$meta:meta])* $vis:vis enum $name:ident { $($(#[$vmeta:meta])* $variant:ident $(= $value:expr)?),* $(,)? }) => {
        $(#[$meta])*
        $vis enum $name {
            $($(#[$vmeta])* $variant $(= $value)?),*
        }

        impl $name {
            /// Every variant, in declaration order.
            pub const ALL: &'static [$name] = &[$($name::$variant),*];
        }
    };
}

pub(crate) use with_all;

#[cfg(test)]
mod tests {
    with_all! {
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        enum Colour {
            Red,
            Green,
            Blue,
        }
    }

    #[test]
    fn all_lists_every_variant_in_order() {
        assert_eq!(Colour::ALL, &[Colour::Red, Colour::Green, Colour::Blue]);
    }
}
