def main():
    print("main() running")
    return 0
print("__name__ is", __name__)
if __name__ == "__main__":
    print("script executed directly")
    result = main()
    print("result", result)
else:
    print("imported")
if __name__ != "__main__":
    print("never")
print(type(__name__).__name__)
