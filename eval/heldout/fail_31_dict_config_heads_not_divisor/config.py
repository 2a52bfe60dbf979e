MODEL_CONFIG = dict(
    vocab_size=128,
    max_position=32,
    hidden_size=48,
    num_attention_heads=5,  # ROOT
    intermediate_size=96,
    num_hidden_layers=2,
    dropout=0.1,
)

TRAIN_CONFIG = dict(batch_size=4, seq_len=16, lr=5e-4, steps=3)
