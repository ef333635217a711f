//! One small sort for the crate's short lists: legal moves, a search's root moves, a proof
//! node's children, Bawo gambit shapes, the holes a move touched.
//!
//! The standard library's sorts are fast on long slices, but each call site's element and key
//! types stamp out their own copy of them, several kilobytes of wasm each (the search worker
//! held about 90 KB of them). These lists are short (a few dozen at most) and often already in
//! order, where an insertion sort does as well; this one is stamped out small.
//!
//! ```
//! use bao_engine::sort::{sort, sort_by_key};
//! let mut moves = vec![("A3>", 2), ("A1<", 5), ("B2>", 2)];
//! // Stable: equal keys keep their order.
//! sort_by_key(&mut moves, |&(_, score)| std::cmp::Reverse(score));
//! assert_eq!(moves, [("A1<", 5), ("A3>", 2), ("B2>", 2)]);
//! let mut names = vec!["b2", "A1", "a3"];
//! sort(&mut names);
//! assert_eq!(names, ["A1", "a3", "b2"]);
//! ```

/// Sorts `items` by `key`, stably (equal keys keep their order). Quadratic in the worst case:
/// for short lists only.
pub fn sort_by_key<T, K: Ord>(items: &mut [T], mut key: impl FnMut(&T) -> K) {
    for i in 1..items.len() {
        let mut j = i;
        while j > 0 && key(&items[j - 1]) > key(&items[j]) {
            items.swap(j - 1, j);
            j -= 1;
        }
    }
}

/// Sorts `items` in their own order, stably ([`sort_by_key`]'s insertion sort).
pub fn sort<T: Ord>(items: &mut [T]) {
    for i in 1..items.len() {
        let mut j = i;
        while j > 0 && items[j - 1] > items[j] {
            items.swap(j - 1, j);
            j -= 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::random::Rng;

    #[test]
    fn sorts_as_the_standard_stable_sort_does() {
        let mut rng = Rng::new(7);
        for len in 0..70 {
            let items: Vec<(u8, usize)> = (0..len).map(|i| ((rng.next_u64() % 5) as u8, i)).collect();
            let mut ours = items.clone();
            sort_by_key(&mut ours, |&(k, _)| k);
            let mut wanted = items.clone();
            wanted.sort_by_key(|&(k, _)| k);
            assert_eq!(ours, wanted, "stable by key, length {len}");
            let mut whole = items.clone();
            sort(&mut whole);
            let mut wanted = items;
            wanted.sort();
            assert_eq!(whole, wanted);
        }
    }
}
