print("bare SystemExit")
raise SystemExit
