# An uncaught ValueError from the date constructor: the traceback is compared.
from datetime import date

print(date(2024, 2, 29))
due = date(2023, 2, 29)
print(due)
