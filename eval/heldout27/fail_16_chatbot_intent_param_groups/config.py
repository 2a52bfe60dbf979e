"""Banking chatbot intent classifier fine-tuned with layer-wise weight decay."""

SEED = 32
VOCAB = 250
MAX_LEN = 12
DIM = 32
INTENTS = ["balance", "transfer", "card_lost", "mortgage", "complaint", "greeting"]
BATCH = 8
EPOCHS = 1
LR = 1e-3
WEIGHT_DECAY = 0.01
