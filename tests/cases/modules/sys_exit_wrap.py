import sys
print("status 256 wraps to 0")
sys.exit(256)
