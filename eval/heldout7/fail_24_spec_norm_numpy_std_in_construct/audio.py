import numpy as np

EMOTIONS = ["neutral", "happy", "sad", "angry"]


def log_spectrogram(wave, n_fft=64, hop=32):
    frames = [wave[i:i + n_fft] * np.hanning(n_fft) for i in range(0, len(wave) - n_fft + 1, hop)]
    mag = np.abs(np.fft.rfft(np.stack(frames), axis=-1)).T
    return np.log(mag + 1e-6).astype(np.float32)


def synth_clip(emotion, sr=4000, seconds=0.4, seed=0):
    rng = np.random.default_rng(seed)
    t = np.arange(int(sr * seconds)) / sr
    pitch = 120 + 60 * emotion
    wave = np.sin(2 * np.pi * pitch * t) * (1 + 0.3 * emotion * np.sin(2 * np.pi * 3 * t))
    return wave + 0.05 * rng.standard_normal(len(t))
