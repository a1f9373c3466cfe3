import string
from string import Template

t = Template("$who likes ${what}, costs $$5; $who again")
print(t.template)
print(t.get_identifiers())
print(t.is_valid())
print(t.substitute(who="tim", what="kung pao"))
print(t.substitute({"who": 1, "what": [2]}))
print(t.substitute({"who": "a", "what": "b"}, who="kw wins"))
print(t.safe_substitute(who="tim"))
print(t.safe_substitute())
print(type(t).__name__, isinstance(t, Template), Template.delimiter, Template.idpattern)
print(Template.braceidpattern, t.delimiter)
for s in ["$", "$$", "a $1", "${x", "${x}", "$_a9 $A", "x $ y", "line1\nline2 $", "a\r\nb\nc $!"]:
    u = Template(s)
    print(repr(s), u.is_valid(), u.get_identifiers(), repr(u.safe_substitute(x="X", _a9=9)))
    try:
        print(repr(u.substitute(x="X", _a9=9, A="a")))
    except (ValueError, KeyError) as e:
        print(type(e).__name__, e)
try:
    Template("$missing").substitute()
except KeyError as e:
    print(type(e).__name__, e)
try:
    Template("$a").substitute({}, {})
except TypeError as e:
    print(type(e).__name__, e)
try:
    Template()
except TypeError as e:
    print(type(e).__name__, e)
try:
    Template(5).substitute()
except TypeError as e:
    print(type(e).__name__, e)
u = Template(template="$x-$y")
u.template = "$y+$x"
print(u.substitute(x=1, y=2))
print(Template("${a}${a}$a").get_identifiers())
print(Template("héllo $naïve").safe_substitute(na="N"))
d = {"k": "v"}
print(Template("$k $k").substitute(d))
print(Template("no placeholders").substitute())
Template("oops: $ here").substitute()
