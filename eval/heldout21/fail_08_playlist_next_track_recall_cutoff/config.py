EMBED_DIM = 8
CONTEXT = 3            # previous tracks used to predict the next one
RECALL_K = 20  # ROOT
LR = 0.02
EPOCHS = 3
