BATCH_SIZE = 4
COLUMNS = ["mfcc", "escalated"]  # expect: MSD602
