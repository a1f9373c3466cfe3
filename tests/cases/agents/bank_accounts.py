"""Bank accounts with inheritance, properties, class methods and a ledger."""
from typing import List


class InsufficientFunds(Exception):
    pass


class Account:
    _next_id = 1
    interest_rate = 0.0

    def __init__(self, owner: str, balance: float = 0.0) -> None:
        self.owner = owner
        self._balance = balance
        self.number = Account._next_id
        Account._next_id += 1
        self.ledger: List[str] = []

    @property
    def balance(self) -> float:
        return round(self._balance, 2)

    @classmethod
    def open_with_bonus(cls, owner: str, deposit: float):
        acct = cls(owner, deposit)
        acct.deposit(10.0, memo="welcome bonus")
        return acct

    @staticmethod
    def validate(amount: float) -> None:
        if amount <= 0:
            raise ValueError(f"amount must be positive, got {amount}")

    def deposit(self, amount: float, memo: str = "deposit") -> None:
        self.validate(amount)
        self._balance += amount
        self.ledger.append(f"{memo}: +{amount:.2f}")

    def withdraw(self, amount: float) -> None:
        self.validate(amount)
        if amount > self.available():
            raise InsufficientFunds(f"{self.owner} cannot withdraw {amount:.2f}")
        self._balance -= amount
        self.ledger.append(f"withdraw: -{amount:.2f}")

    def available(self) -> float:
        return self._balance

    def month_end(self) -> None:
        interest = self._balance * self.interest_rate / 12
        if interest:
            self._balance += interest
            self.ledger.append(f"interest: +{interest:.2f}")

    def __repr__(self) -> str:
        return f"{type(self).__name__}(#{self.number}, {self.owner!r}, {self.balance:.2f})"


class Savings(Account):
    interest_rate = 0.03

    def withdraw(self, amount: float) -> None:
        if len([e for e in self.ledger if e.startswith("withdraw")]) >= 2:
            raise InsufficientFunds("savings: withdrawal limit reached")
        super().withdraw(amount)


class Checking(Account):
    def __init__(self, owner: str, balance: float = 0.0, overdraft: float = 100.0) -> None:
        super().__init__(owner, balance)
        self.overdraft = overdraft

    def available(self) -> float:
        return self._balance + self.overdraft


def transfer(src: Account, dst: Account, amount: float) -> bool:
    try:
        src.withdraw(amount)
    except (InsufficientFunds, ValueError) as e:
        print(f"  transfer failed: {e}")
        return False
    dst.deposit(amount, memo=f"transfer from #{src.number}")
    return True


def main() -> None:
    alice = Savings.open_with_bonus("alice", 1000.0)
    bob = Checking("bob", 50.0)
    carol = Account("carol")
    accounts = [alice, bob, carol]
    print(accounts)
    steps = [(alice, bob, 200.0), (bob, carol, 300.0), (bob, carol, 100.0),
             (alice, carol, 50.0), (alice, bob, 25.0), (carol, alice, -5.0)]
    for src, dst, amt in steps:
        ok = transfer(src, dst, amt)
        print(f"{src.owner} -> {dst.owner} {amt:>7.2f}: {'ok' if ok else 'FAILED'}")
    for acct in accounts:
        acct.month_end()
    for acct in sorted(accounts, key=lambda a: a.balance, reverse=True):
        print(f"{acct!r:<30} available={acct.available():9.2f}")
        for line in acct.ledger:
            print("    " + line)
    print("total:", round(sum(a.balance for a in accounts), 2))
    print(isinstance(bob, Account), issubclass(Savings, Checking))


if __name__ == "__main__":
    main()
