from schedule import learning_rates

if __name__ == "__main__":
    rates = learning_rates({"learning_rate": 0.1, "end_learning_rate": 0.01}, 20)
    print(rates[:3])
