try:
    a = 1
except* ValueError as eg:
    b = eg
else:
    c = 3
finally:
    d = 4
