"""Voice-activity detector in a transcription service; billed per processed audio second."""

FRAME_MS = 10
N_FEATS = 8                # log filter-bank energies per frame
CHUNK_FRAMES = 50          # 0.5 s chunks
PRICE_PER_MINUTE = 0.006   # USD

N_CHUNKS = 12
BATCH_SIZE = 4
SEED = 41
