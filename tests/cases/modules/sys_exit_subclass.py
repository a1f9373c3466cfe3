class Done(SystemExit):
    pass


print("a SystemExit subclass exits with its code")
raise Done(5)
