print("Hello from Pyrite!")
