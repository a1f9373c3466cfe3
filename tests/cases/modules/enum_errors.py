from enum import Enum, auto, unique

def attempt(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__, e)

class Color(Enum):
    RED = 1
    GREEN = 2

def reuse():
    class D(Enum):
        A = 1
        A = 2
attempt("reuse", reuse)

def reuse_def():
    class D(Enum):
        A = 1
        def A(self):
            pass
attempt("reuse_def", reuse_def)

def late_gnv():
    class D(Enum):
        A = auto()
        def _generate_next_value_(name, start, count, last):
            return 0
attempt("late_gnv", late_gnv)

def extend():
    class More(Color):
        BLUE = 3
attempt("extend", extend)

def bad_order():
    class O(Enum):
        _order_ = "B A"
        A = 1
        B = 2
attempt("bad_order", bad_order)

def mro_name():
    class M(Enum):
        mro = 1
attempt("mro_name", mro_name)

def sunder():
    class S(Enum):
        _x_ = 1
attempt("sunder", sunder)

def dup():
    @unique
    class U(Enum):
        A = 1
        B = 2
        C = 1
        D = 2
    return U
attempt("dup", dup)

attempt("value", lambda: Color(3))
attempt("value_str", lambda: Color("RED"))
attempt("value_list", lambda: Color([1]))
attempt("key", lambda: Color["BLUE"])
attempt("key_int", lambda: Color[1])
attempt("key_list", lambda: Color[[1]])
attempt("in_int", lambda: 1 in Color)
attempt("in_str", lambda: "RED" in Color)
attempt("lt", lambda: Color.RED < Color.GREEN)
attempt("add", lambda: Color.RED + 1)
attempt("eq_int", lambda: Color.RED == 1)
attempt("getattr", lambda: Color.BLUE)
attempt("member_attr", lambda: Color.RED.blue)
def reassign():
    Color.RED = 3
attempt("reassign", reassign)
def delete():
    del Color.GREEN
attempt("delete", delete)
def new_attr():
    Color.extra = 3
    return Color.extra
attempt("new_attr", new_attr)
attempt("len", lambda: len(Color))
attempt("call_kw", lambda: Color(value=1))
attempt("bad_kw", lambda: Color(1, foo=2))
attempt("mixin", lambda: Enum("X", "A", 3))
print(Color(2))
Color(5)
