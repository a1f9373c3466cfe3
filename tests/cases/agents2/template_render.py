# Rendering messages from templates: str.format_map with a default-filling dict subclass,
# string.Template with identifiers, nested format specs and a tiny mustache-like renderer.
import re
import string


class Defaults(dict):
    def __missing__(self, key):
        return "{" + key + "}"


ctx = {"user": "ann", "n": 3, "total": 1234.5}
print("Hi {user}, you have {n} new {what}".format_map(Defaults(ctx)))
print("{user:>8}|{n:03d}|{total:,.1f}".format_map(ctx))
try:
    "{missing}".format_map(ctx)
except KeyError as e:
    print("KeyError:", e)
try:
    "{0} {1}".format("only one")
except IndexError as e:
    print("IndexError:", e)
try:
    "{} {0}".format(1, 2)
except ValueError as e:
    print("ValueError:", e)
try:
    "{:d}".format("x")
except ValueError as e:
    print("ValueError:", e)
t = string.Template("$user bought ${n}x $item for $$${price}")
print(t.substitute(user="bo", n=2, item="pens", price="3.50"))
print(t.safe_substitute({"user": "cy"}), t.template)
print(t.get_identifiers() if hasattr(t, "get_identifiers") else "", t.is_valid() if hasattr(t, "is_valid") else "")
try:
    string.Template("$user $").substitute(user="x")
except ValueError as e:
    print("ValueError:", e)


def render(tpl, data):
    def repl(m):
        path = m.group(1).strip().split(".")
        v = data
        for p in path:
            v = v.get(p, "") if isinstance(v, dict) else getattr(v, p, "")
        return str(v)
    return re.sub(r"\{\{([^}]+)\}\}", repl, tpl)


print(render("Dear {{ user.name }}, order {{order.id}} ships {{ order.when }}.{{nope}}", {"user": {"name": "Di"}, "order": {"id": 42, "when": "today"}}))
rows = [("apples", 3, 0.5), ("kiwis", 12, 0.25)]
fmt = "{:<{w}}|{:>{n}d}|{:>{n}.2f}"
for r in rows:
    print(fmt.format(*r, w=8, n=5))
print("{0!r:^12}|{0!s:^12}|{0!a:^12}".format("é"))
print(f"{'nested {braces}'}", f"{{{ctx['n']}}}", f"{ctx['user']!r:>7}", f"{ctx['total']=}", f"{3 + 4 = }")
print("%(user)s has %(n)03d and %(total).0f" % ctx, "%s%%" % 50, "%5s|%-5s|" % ("a", "b"))
