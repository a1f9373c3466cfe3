# __init__ making another instance.
# expect: error RecursionError: maximum recursion depth exceeded
class C:
    def __init__(self):
        C()
C()
