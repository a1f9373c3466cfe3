//! Invariant 6 for `num`: no input makes it panic. Pseudo-random strings built from the
//! characters the parsers care about, and random values through every entry point.

use num_bigint::BigInt;
use pyrite_runtime::num::{float, format, int, repr};

/// A small deterministic generator (xorshift), so failures reproduce.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn pick<T: Copy>(&mut self, xs: &[T]) -> T {
        xs[(self.next() % xs.len() as u64) as usize]
    }
    fn text(&mut self, alphabet: &[char], max: u64) -> String {
        let n = self.next() % max;
        (0..n).map(|_| self.pick(alphabet)).collect()
    }
}

const ALPHABET: &[char] = &[
    '0',
    '1',
    '9',
    '0',
    '5',
    '_',
    '_',
    '.',
    'e',
    'E',
    '+',
    '-',
    ' ',
    '\t',
    'x',
    'X',
    'o',
    'b',
    'z',
    '#',
    ',',
    '<',
    '>',
    '=',
    '^',
    'c',
    'n',
    'f',
    'g',
    '%',
    's',
    'i',
    'n',
    'f',
    'a',
    '\u{0661}',
    '\u{00a0}',
    '\u{2003}',
    '\0',
    '\u{10ffff}',
    'é',
    '\u{ff19}',
];

#[test]
fn num_parsers_never_panic() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for _ in 0..60_000 {
        let s = rng.text(ALPHABET, 24);
        let base = rng.pick(&[0u32, 1, 2, 8, 10, 16, 36, 37]);
        let _ = int::parse_int(&s, base);
        let _ = float::parse(&s);
        let _ = repr::str_repr(&s);
        for name in ["int", "float", "str"] {
            if let Ok(spec) = format::parse_spec_for(&s, name) {
                let _ = format::format_int(&BigInt::from(-1234567), &spec, 1 << 16);
                let _ = format::format_float(-0.0, &spec, 1 << 16);
                let _ = format::format_float(1e300, &spec, 1 << 16);
                let _ = format::format_str("héllo", &spec, 1 << 16);
            }
        }
    }
}

#[test]
fn num_arithmetic_never_panics() {
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    let specials = [
        0.0,
        -0.0,
        f64::INFINITY,
        f64::NEG_INFINITY,
        f64::NAN,
        f64::MAX,
        f64::MIN_POSITIVE,
        5e-324,
    ];
    let ints = [0i64, 1, -1, 2, i64::MIN, i64::MAX, 63, 64, -64, 1 << 40];
    for _ in 0..20_000 {
        let x = if rng.pick(&[true, false, false]) {
            rng.pick(&specials)
        } else {
            f64::from_bits(rng.next())
        };
        let y = if rng.pick(&[true, false, false]) {
            rng.pick(&specials)
        } else {
            f64::from_bits(rng.next())
        };
        let _ = float::floordiv(x, y);
        let _ = float::modulo(x, y);
        let _ = float::divmod(x, y);
        let _ = float::pow(x, y);
        let _ = float::repr(x);
        let _ = float::to_int(x);
        let _ = float::round(x, Some((rng.next() % 800) as i64 - 400));
        let _ = float::round(x, None);
        let _ = float::round(x, Some(i64::MIN));
        let _ = float::round(x, Some(i64::MAX));
        let a = rng.pick(&ints);
        let b = rng.pick(&ints);
        let _ = int::floordiv_i64(a, b);
        let _ = int::mod_i64(a, b);
        let _ = int::divmod_i64(a, b);
        let _ = int::pow_i64(a, b);
        let _ = int::shl_i64(a, b);
        let _ = int::shr_i64(a, b);
        let _ = int::true_div_i64(a, b);
        let (ba, bb) = (BigInt::from(a) * BigInt::from(b), BigInt::from(b));
        let _ = float::cmp_int(x, &ba);
        let _ = int::pow(&ba, &bb, 1 << 16);
        let _ = int::shl(&ba, &bb, 1 << 16);
        let _ = int::shr(&ba, &bb);
        let _ = int::true_div(&ba, &bb);
        let _ = int::pow_mod(&ba, &bb, &BigInt::from(a));
        let _ = int::round_int(&ba, b);
    }
}
