SAMPLE_RATE = 4000
N_BANDS = 16
FRAMES = 20
HOP = 100
MIN_SAMPLES = 1200
SPECIES = ("robin", "wren", "blackbird", "chiffchaff", "noise")
BATCH_SIZE = 8
EPOCHS = 2
