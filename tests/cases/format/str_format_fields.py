# str.format: field names, auto-numbering, conversions, nested specs and their errors.
class C:
    imag = 7
    def __init__(self):
        self.items = [1, {"k": "v"}]

tests = [
 lambda: "{0[}]}".format({'}':1}),
 lambda: "{0[:]}".format({':':1}),
 lambda: "{0[!]}".format({'!':1}),
 lambda: "{".format(),
 lambda: "}".format(),
 lambda: "{0".format(1),
 lambda: "{0!}".format(1),
 lambda: "{0!x}".format(1),
 lambda: "{0!rr}".format(1),
 lambda: "{0!".format(1),
 lambda: "{0.}".format(1),
 lambda: "{0[}".format(1),
 lambda: "{0[0]x}".format([1]),
 lambda: "{0[]}".format({'':1}),
 lambda: "{}{1}".format(1,2),
 lambda: "{1}{}".format(1,2),
 lambda: "{2}".format(1,2),
 lambda: "{}".format(),
 lambda: "{x}".format(1),
 lambda: "{:{}}".format(1, 5),
 lambda: "{:{:{}}}".format(1, 5, 3),
 lambda: "{0:{1}}".format(1, 5),
 lambda: "{:{}}".format(1),
 lambda: "{0.imag}".format(C()),
 lambda: "{0.foo}".format(1),
 lambda: "{0[1]}".format([1]),
 lambda: "{0[a]}".format({'a':5}),
 lambda: "{0[1]}".format({'1':5}),
 lambda: "{a.b}".format_map({}),
 lambda: "{0}".format_map({}),
 lambda: "{}".format_map({}),
 lambda: "{a}".format_map({'a':3}),
 lambda: "{ab!r:>10}".format(ab='x'),
 lambda: "{0:}".format(3),
 lambda: "{!r}".format('x'),
 lambda: "{0!s:^9}".format(1.5),
 lambda: "{0:d}".format('x'),
 lambda: "{0:x}".format(1.5),
 lambda: "{-1}".format(1),
 lambda: "{0[-1]}".format([1]),
 lambda: "{00}".format(7),
 lambda: "{ 0}".format(7),
 lambda: "{0 }".format(7),
 lambda: "x{{y}}z".format(),
 lambda: "{0:{{}}".format(1),
 lambda: "{:}}".format(1),
 lambda: "{0[0].imag}".format([C()]),
 lambda: "{0.imag[0]}".format(C()),
 lambda: "{0]}".format(4),
 lambda: "{0[0]]}".format([4]),
 lambda: "{0:%}".format(0.5),
 lambda: "{:,}".format(10**20),
 lambda: "{:_b}".format(1234),
 lambda: "{:#x}".format(255),
 lambda: "{:=+10.3f}".format(-3.14159),
 lambda: "{:*^10}".format("ab"),
 lambda: "{:c}".format(65),
 lambda: "{:n}".format(1234567),
 lambda: "{:.3}".format("abcdef"),
 lambda: "{:e}".format(12345.678),
 lambda: "{:G}".format(1e-10),
 lambda: "{:010}".format(-42),
 lambda: "{:{}{}}".format(1, '>', 5),
 lambda: str.format("{}", 3),
 lambda: str.format(),
 lambda: "{}".format_map(),
 lambda: "{}".format_map(1, 2),
 lambda: "{a}".format_map(1),
 lambda: "{0:{1:{2:{3}}}}".format(1,2,3,4),
 lambda: "{:d}".format(True),
 lambda: "{}".format(True),
 lambda: "{!a}".format("é"),
 lambda: "{0!r:}".format(1),
 lambda: "{:>{w}.{p}f}".format(3.14159, w=10, p=2),
]
for t in tests:
    try:
        print(repr(t()))
    except Exception as e:
        print(type(e).__name__, e)
c = C()
print("{0.items[1][k]} {0.items[0]:03} {0.imag!r:>4}".format(c))
print("{x.items} {y[0]}".format(x=c, y="abc"))
print("{0}{1}{0}".format("ab", "cd"), "{a}{b}{a}".format(a=1, b=2), "{}".format([1, (2,)]))
print("{:^{}}|{:<{}}|".format("x", 5, "y", 3))
print("{0:{fill}{align}{width}}".format("z", fill="*", align="^", width=7))
print("{!s:5}|{!r:5}|{!a:8}|".format("é", "é", "é"))
print("{0.__class__}".format(1), "{0.__name__}".format(C))
print("{[0]}".format({0: "int key"}), "{0[00]}".format(["zero"]))
