WINDOW = 12            # hours of history per sample
HORIZON = 1            # predict the next hour
BATCH = 16
EPOCHS = 2
LR = 5e-3
