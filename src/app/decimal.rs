//! Numbers with one decimal, written without the standard library's float formatting: the app
//! shows fractions only as tenths (SVG coordinates, an evaluation in seeds, a percentage), and
//! `format!("{:.1}")` or `f64::to_string` would bring the whole of `core::fmt::float` (about
//! 10 KB of code and tables) into the app's wasm.

/// `x` with one decimal, as `format!("{x:.1}")` writes it (ties round away from zero; no
/// "-0.0": a value that rounds to zero has no sign).
///
/// ```
/// use bao::app::decimal::tenths;
/// assert_eq!(tenths(2.25), "2.3");
/// assert_eq!(tenths(-0.04), "0.0");
/// assert_eq!(tenths(-12.0), "-12.0");
/// ```
pub fn tenths(x: f64) -> String {
    let t = (x * 10.0).round() as i64;
    let sign = if t < 0 { "-" } else { "" };
    let a = t.unsigned_abs();
    format!("{sign}{}.{}", a / 10, a % 10)
}

/// [`tenths`] with a sign always: `+1.5`, `-0.5`, `+0.0`.
///
/// ```
/// use bao::app::decimal::signed_tenths;
/// assert_eq!(signed_tenths(1.5), "+1.5");
/// assert_eq!(signed_tenths(-0.5), "-0.5");
/// ```
pub fn signed_tenths(x: f64) -> String {
    let text = tenths(x);
    if text.starts_with('-') {
        text
    } else {
        format!("+{text}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tenths_round_to_one_decimal() {
        // (value, written): whole numbers keep their ".0"; 0.05 is 0.5 tenths, rounded up.
        let table =
            [(0.0, "0.0"), (1.0, "1.0"), (0.05, "0.1"), (0.94, "0.9"), (0.96, "1.0"), (123.44, "123.4"), (-1.25, "-1.3"), (-0.04, "0.0"), (49.99, "50.0")];
        for (value, written) in table {
            assert_eq!(tenths(value), written, "{value}");
        }
    }

    #[test]
    fn signed_tenths_always_carry_a_sign() {
        for (value, written) in [(0.0, "+0.0"), (2.5, "+2.5"), (-2.5, "-2.5"), (-0.01, "+0.0")] {
            assert_eq!(signed_tenths(value), written, "{value}");
        }
    }
}
