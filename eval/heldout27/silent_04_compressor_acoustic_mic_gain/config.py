SEED = 48
N_BANDS = 16
FRAMES = 20
# per-microphone calibration offsets (dB) measured with the reference noise source
MIC_GAIN_DB = {"mic_north": 0.0, "mic_south": 12.0, "mic_east": -6.0}
ALARM_LEVEL = 0.6
