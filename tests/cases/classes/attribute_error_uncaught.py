class Account:
    def __init__(self, owner):
        self.owner = owner
        self.balance = 0
    def deposit(self, n):
        self.balance += n
        return self.balance
acct = Account("ann")
print(acct.deposit(10))
print(acct.withdraw_all())
