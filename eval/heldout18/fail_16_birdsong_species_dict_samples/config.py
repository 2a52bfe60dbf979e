SEED = 61
SPECIES = ["blackbird", "robin", "wren", "chiffchaff", "great_tit"]
N_CLIPS = 40
N_MELS = 32
N_FRAMES = 48
BATCH_SIZE = 8
LR = 1e-3
EPOCHS = 1
