try:
    pass
except* ValueError as eg:
    print(eg)
