UTTERANCES = [
    ("I lost my debit card", 0),
    ("my card was stolen yesterday", 0),
    ("please block my credit card", 0),
    ("what is my current balance", 1),
    ("how much money is in my account", 1),
    ("show the balance of my savings", 1),
    ("send fifty pounds to my sister", 2),
    ("transfer money to another account", 2),
    ("make a payment to my landlord", 2),
    ("when does the branch open", 3),
    ("are you open on sunday", 3),
    ("what time do you close today", 3),
]
