TICKETS = [
    ("login fails", "password reset link expired again", "account"),
    ("refund request", "charged twice for the same order", "billing"),
    ("app crash", "app crashes when uploading a photo", "bug"),
    ("invoice copy", "need an invoice copy for the order", "billing"),
    ("cannot login", "two factor code never arrives", "account"),
    ("upload bug", "photo upload spinner never stops", "bug"),
]
QUEUES = ["account", "billing", "bug"]
