import sys
print("exit True is status 1, silently")
sys.exit(True)
