//! The exhaustive comparison with python3 (`cargo test -p pyrite-stdlib unicodedata_exhaustive
//! -- --ignored`, needs python3 3.11): every code point's properties, name and four normal
//! forms, and random strings of combining marks, jamo and composites, against `unicodedata`.

use pyrite_lang::lexer::names;

use super::unicodedata_norm::{self as db, Form, NumKind};

const PROGRAM: &str = r#"
import random, sys, unicodedata as u
out = []
for cp in range(0x110000):
    if 0xD800 <= cp < 0xE000:
        continue
    c = chr(cp)
    out.append("|".join([str(u.name(c, None)), u.category(c), u.bidirectional(c),
        str(u.combining(c)), u.east_asian_width(c), str(u.mirrored(c)), u.decomposition(c),
        str(u.decimal(c, None)), str(u.digit(c, None)), repr(u.numeric(c, None))]
        + [u.normalize(f, c).encode("utf-32-be").hex() for f in ("NFC", "NFD", "NFKC", "NFKD")]))
random.seed(14)
pool = ([chr(c) for c in range(0x300, 0x370)] + [chr(c) for c in range(0x591, 0x5C8)]
        + [chr(c) for c in range(0x1100, 0x1200)] + [chr(c) for c in range(0xAC00, 0xAC40)]
        + list("aeiouAEIOUnNcCsSzZ\u0627\u0648\u0B47\u0B3E\u0B57\u0CC6\u0CC2\u0CD5\u0DD9"
               "\u0DCF\u0DDF\u1025\u102E\u3099\u309A\u304B\u30CF\u00C5\u212B\u1E9B\u0FB2"
               "\u0F80\u0F71\u0F72\u0F74\U0001D15E\U0001D165\U0001D16E\u0344\u0958\uFB1D"
               "\u2126\u00E9\u01D5\u1E0A\u1E0C\u0323\u0307\u031B\u05B8\u05B9\u0F7A\uFDFA"
               "\u3300\u00BD"))
for _ in range(100000):
    s = "".join(random.choice(pool) for _ in range(random.randrange(1, 12)))
    out.append(s.encode("utf-32-be").hex() + "|" + "|".join(
        u.normalize(f, s).encode("utf-32-be").hex() for f in ("NFC", "NFD", "NFKC", "NFKD")))
sys.stdout.write("\n".join(out) + "\n")
"#;

const FORMS: [Form; 4] = [Form::Nfc, Form::Nfd, Form::Nfkc, Form::Nfkd];

fn hex32(s: &str) -> String {
    s.chars().map(|c| format!("{:08x}", u32::from(c))).collect()
}

fn unhex32(h: &str) -> String {
    (0..h.len() / 8)
        .filter_map(|i| u32::from_str_radix(&h[i * 8..i * 8 + 8], 16).ok())
        .filter_map(char::from_u32)
        .collect()
}

fn normal_forms(s: &str) -> Vec<String> {
    FORMS
        .iter()
        .map(|&f| hex32(&db::normalize(s, f, db::decomposed_len(s, f))))
        .collect()
}

/// Python's `repr` of the float numeric values (all have short exact reprs or are fractions
/// whose repr Rust's shortest round-trip printing reproduces).
fn py_float(v: f64) -> String {
    format!("{v:?}")
}

#[test]
#[ignore = "needs python3 3.11; run by hand"]
fn unicodedata_exhaustive() {
    let out = std::process::Command::new("python3")
        .args(["-c", PROGRAM])
        .output()
        .expect("python3");
    let text = String::from_utf8(out.stdout).expect("utf-8");
    let mut lines = text.lines();
    let mut bad = 0;
    for cp in (0..0x110000u32).filter(|c| !(0xD800..0xE000).contains(c)) {
        let c = char::from_u32(cp).expect("scalar");
        let s = c.to_string();
        let num = db::numeric(cp);
        let val = |k: NumKind| match num {
            Some((kind, v)) if kind >= k => format!("{}", v as i64),
            _ => "None".to_string(),
        };
        let mut got = vec![
            names::name(c).unwrap_or_else(|| "None".to_string()),
            db::category(cp).to_string(),
            db::bidirectional(cp).to_string(),
            db::combining(cp).to_string(),
            db::east_asian_width(cp).to_string(),
            db::mirrored(cp).to_string(),
            db::decomposition(cp),
            val(NumKind::Decimal),
            val(NumKind::Digit),
            num.map_or("None".to_string(), |(_, v)| py_float(v)),
        ];
        got.extend(normal_forms(&s));
        let got = got.join("|");
        let want = lines.next().unwrap_or("");
        if got != want {
            bad += 1;
            if bad < 20 {
                eprintln!("U+{cp:04X}\n  python3: {want}\n  pyrite:  {got}");
            }
        }
    }
    for want in lines {
        let (input, _) = want.split_once('|').unwrap_or((want, ""));
        let s = unhex32(input);
        let got = format!("{input}|{}", normal_forms(&s).join("|"));
        if got != want {
            bad += 1;
            if bad < 40 {
                eprintln!("{s:?}\n  python3: {want}\n  pyrite:  {got}");
            }
        }
    }
    assert_eq!(bad, 0, "{bad} differences");
}
