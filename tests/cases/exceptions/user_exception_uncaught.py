class InsufficientFunds(Exception):
    def __init__(self, balance, amount):
        super().__init__(balance, amount)
        self.balance = balance
        self.amount = amount
    def __str__(self):
        return f"balance {self.balance} is less than {self.amount}"
class Account:
    def __init__(self, balance):
        self.balance = balance
    def withdraw(self, amount):
        if amount > self.balance:
            raise InsufficientFunds(self.balance, amount)
        self.balance -= amount
        return self.balance
acct = Account(100)
print(acct.withdraw(30))
print(acct.withdraw(80))
