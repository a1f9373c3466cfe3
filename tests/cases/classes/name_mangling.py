class Account:
    def __init__(self, balance):
        self.__balance = balance
        self._internal = "convention only"
    def balance(self):
        return self.__balance
    def __helper(self):
        return "private helper"
    def call_helper(self):
        return self.__helper()
a = Account(100)
print(a.balance(), a._internal, a.call_helper())
try:
    a.__balance
except AttributeError as e:
    print(type(e).__name__, e)
print(a._Account__balance)
try:
    a.__helper()
except AttributeError as e:
    print(type(e).__name__, e)
class Savings(Account):
    def __init__(self, balance):
        super().__init__(balance)
        self.__balance = "subclass's own"
    def both(self):
        return self.__balance, self._Account__balance
s = Savings(5)
print(s.both(), s.balance())
class Dunder:
    def __init__(self):
        self.__special__ = "not mangled"
print(Dunder().__special__)
