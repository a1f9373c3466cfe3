# A formatted text report: the format mini-language (fill, align, sign, width, grouping,
# precision, types), str.format with fields, %-formatting and textwrap.
import textwrap

rows = [("Widget", 1234.5, 3, -0.125), ("Gadget extra long name", 98765432.1, 120, 0.5), ("Nut", 0.004, 0, 1.0)]
print(f"{'Name':<12}|{'Price':>14}|{'Qty':^5}|{'Change':>8}")
print("-" * 42)
for name, price, qty, ch in rows:
    print(f"{name[:12]:<12}|{price:>14,.2f}|{qty:^5d}|{ch:>+8.1%}")
print(f"{'x':*^11}|{42:#x}|{42:#o}|{42:#b}|{255:X}|{-42:08d}|{42:+}|{3.5:e}|{1234567:_}")
print(f"{12345.6789:.3g}|{0.000012345:.3g}|{1e20:g}|{123.0:g}|{-0.0:g}|{float('inf'):f}|{float('nan'):>6}")
print(f"{1/3:.10f}|{2/3:10.4f}|{5:05.1f}|{True:>5}|{None!s:>6}|{'é':^5}|{'abc'!r}")
print(f"{65:c}{0x263a:c}|{1_000_000:,d}|{-1234.5:,.1f}|{0.5:%}|{7:=+6}|{'left':-<8}")
print("{0}-{1}-{0}".format("a", "b"), "{name} is {age:>3}".format(name="Al", age=7))
print("{0[0]} {0[1]} {1[k]} {p.real}".format([5, 6], {"k": "v"}, p=3.5))
print("{:{w}.{p}f}".format(3.14159, w=10, p=3), "{!r:>10}".format("hi"), "{{literal}}".format())
print("%s has %d items costing %.2f (%5.1f%%)" % ("cart", 3, 9.5, 12.25))
print("%-8s|%8s|%08.3f|%x|%o|%e|%r|%c" % ("ab", "cd", 3.14159, 255, 8, 12345.678, "q", 65))
print("%(name)s is %(age)d" % {"name": "Bo", "age": 30}, "%+d %+d" % (5, -5), "%.3s" % "abcdef")
print(format(1234.5678, ",.2f"), format(0.25, ".0%"), format(10, "b"), format("x", ">4"))
text = ("Pyrite runs a strict subset of Python, and every program it accepts prints exactly what "
        "CPython prints; anything else is refused with a clear error message naming the construct.")
print(textwrap.fill(text, width=40))
print(textwrap.wrap(text, 30)[:3])
print(textwrap.shorten(text, width=50, placeholder=" [...]"))
print(textwrap.indent("line one\n\nline two", "> "))
print(textwrap.dedent("""\
    def f():
        return 1
    """))
print(textwrap.fill("a b c d e f g", width=5, initial_indent="* ", subsequent_indent="  "))
print(repr(f"{'tab':\t^9}"), f"{3:3}|{'s':3}|", f"{-5:^7}|{5:<+4}|")
width, prec = 12, 4
print(f"{3.14159265:{width}.{prec}f}|{'mid':{'='}^{width}}")
