print("SystemExit with two arguments prints its code")
raise SystemExit(1, "two")
