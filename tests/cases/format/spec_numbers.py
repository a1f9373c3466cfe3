# The format-spec mini-language for int, bool, float and str, through format(), str.format and f-strings.
ints = [0, 7, -7, 255, -4096, 1234567, 10**20, -(10**25), True, False]
specs = ["", "d", "5", "<6", ">6", "^7", "=+8", "*^9", "+", "-", " ", "#x", "#X", "#o", "#b",
         "x", "o", "b", "08", "+08", "#010x", ",", "_", "_x", "_b", "15,", "010,", "e", ".2f",
         "%", ".1%", "g", "G", "n", "c", "#_o", " 012,", "0=9", "0<9", "z<3" if False else "<3"]
for v in ints:
    row = []
    for s in specs:
        if s == "c" and not (0 <= v < 0x110000):
            continue
        row.append(format(v, s))
    print(repr(v), row)
floats = [0.0, -0.0, 1.5, -2.25, 3.14159265, 1e-7, 1.5e300, 123456789.125, float("inf"),
          float("-inf"), float("nan"), 0.1, 2.5, 1e16]
fspecs = ["", "f", ".0f", ".3f", "e", ".2e", "E", "g", ".3g", "G", "#g", "#.0f", "%", ".0%",
          "10.2f", "<10.2f", "^12.3e", "+.1f", " .1f", "010.3f", "=+12.2f", ",.2f", "_.3f",
          "15,.1f", "n", ".4", "#.4", "z.1f", "F", ".1F", "*>+12.4g"]
for v in floats:
    print(repr(v), [format(v, s) for s in fspecs])
strs = ["", "abc", "héllo", "日本語"]
sspecs = ["", "s", "5", "<5", ">5", "^6", "*^7", ".2", "8.3", "é>6", "0>4", "05"]
for v in strs:
    print(repr(v), [format(v, s) for s in sspecs])
w, p = 12, 3
x = 3.14159
print(f"{x:{w}.{p}f}|{x:>{w}}|{'ab':{'*'}^{w}}|{255:#{'x'}}|{1234567:,}|{0.25:.1%}")
print("{:{}.{}f}|{:,d}|{:_>+10.2e}".format(x, w, p, 10**12, -12345.678))
print(f"{True:d} {True:5} {False!r:>7} {True:x} {True:.2f}")
