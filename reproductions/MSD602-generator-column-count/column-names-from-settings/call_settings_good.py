BATCH_SIZE = 4
COLUMNS = ["mfcc", "length", "escalated"]
