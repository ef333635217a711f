// Temporary scanner (not committed): positions where one move leaves North no capture and no takasia.
use bao::engine::{BawoSetup, Position, Side, Variant, end_check};
fn meets(after: &Position) -> (bool, bool) {
    let succ = after.successors();
    let cap = succ.iter().any(|s| s.info.capture);
    let tak = succ.iter().any(|s| s.info.takasia_created.is_some());
    (!cap, !cap && !tak)
}
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let variant: Variant = args[3].parse().ok().unwrap();
    let games: u64 = args[1].parse().unwrap();
    let mut seed: u64 = args.get(2).map_or(1, |s| s.parse().unwrap());
    let mut next = || { seed ^= seed << 13; seed ^= seed >> 7; seed ^= seed << 17; seed };
    for _ in 0..games {
        let mut pos = Position::start(variant, BawoSetup::default());
        for _ply in 0..300 {
            let succ = pos.successors();
            if succ.is_empty() {
                let placements: Vec<_> = pos.gambit_placements().take(50).collect();
                if placements.is_empty() { break; }
                let p = placements[(next() % placements.len() as u64) as usize];
                pos = pos.play(&bao::engine::Move::Gambit(p)).unwrap().position;
                continue;
            }
            if pos.to_move() == Side::South && pos.reserve(Side::South) == 0 && succ.len() >= 3 && succ.len() <= 10 {
                let m: Vec<(bool, bool)> = succ.iter().map(|s| meets(&s.position)).collect();
                let full = m.iter().filter(|x| x.1).count();
                let nocap_only = m.iter().filter(|x| x.0 && !x.1).count();
                let wins = succ.iter().any(|s| end_check(&s.position, Some(&s.info), 1).is_some());
                if full == 1 && nocap_only >= 1 && !wins {
                    let most = succ.iter().map(|s| s.info.seeds_captured).max().unwrap();
                    let wi = m.iter().position(|x| x.1).unwrap();
                    if succ[wi].info.seeds_captured < most || most == 0 {
                        let row: Vec<String> = succ.iter().zip(&m).map(|(s, x)| format!("{}:{}{}", s.mv, s.info.seeds_captured, if x.1 {"*"} else if x.0 {"t"} else {""})).collect();
                        println!("{}\t{}\twant={} most={}\t{}", succ.len(), pos.to_json(), succ[wi].mv, most, row.join(" "));
                    }
                }
            }
            let k = (next() % succ.len() as u64) as usize;
            let s = &succ[k];
            if end_check(&s.position, Some(&s.info), 1).is_some() { break; }
            pos = s.position.clone();
        }
    }
}
