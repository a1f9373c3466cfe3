"""A double-entry ledger whose balance check is an assert; an unbalanced entry trips it."""
from dataclasses import dataclass


@dataclass
class Entry:
    account: str
    debit: int = 0
    credit: int = 0


def post(journal: list[list[Entry]], entries: list[Entry]) -> None:
    debits = sum(e.debit for e in entries)
    credits = sum(e.credit for e in entries)
    assert debits == credits, f"unbalanced transaction: debits {debits} != credits {credits}"
    journal.append(entries)


journal: list[list[Entry]] = []
post(journal, [Entry("cash", debit=500), Entry("revenue", credit=500)])
post(journal, [Entry("rent", debit=1200), Entry("cash", credit=1200)])
print(f"{len(journal)} transactions posted")
balances: dict[str, int] = {}
for txn in journal:
    for e in txn:
        balances[e.account] = balances.get(e.account, 0) + e.debit - e.credit
print(balances)
post(journal, [Entry("supplies", debit=75), Entry("cash", credit=70)])
print("not reached")
