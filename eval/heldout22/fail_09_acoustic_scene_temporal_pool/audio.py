import numpy as np

import config


def synth_clip(scene_idx, rng):
    n = int(config.SAMPLE_RATE * config.CLIP_SECONDS)
    t = np.arange(n) / config.SAMPLE_RATE
    noise = rng.normal(0, 0.3, n)
    if scene_idx == 0:
        sig = 0.4 * np.sin(2 * np.pi * 90 * t) + noise
    elif scene_idx == 1:
        sig = 0.3 * np.sin(2 * np.pi * 2500 * t) * (np.sin(2 * np.pi * 6 * t) > 0.6) + 0.5 * noise
    elif scene_idx == 2:
        sig = np.convolve(noise, np.ones(12) / 12, mode="same") * 3
    else:
        sig = noise + 0.2 * np.sin(2 * np.pi * 440 * t) * (rng.random() > 0.5)
    return sig.astype(np.float32)


def mel_filterbank():
    def hz_to_mel(f):
        return 2595 * np.log10(1 + f / 700)

    def mel_to_hz(m):
        return 700 * (10 ** (m / 2595) - 1)

    mels = np.linspace(hz_to_mel(0), hz_to_mel(config.SAMPLE_RATE / 2), config.N_MELS + 2)
    bins = np.floor((config.N_FFT + 1) * mel_to_hz(mels) / config.SAMPLE_RATE).astype(int)
    fb = np.zeros((config.N_MELS, config.N_FFT // 2 + 1), np.float32)
    for m in range(1, config.N_MELS + 1):
        lo, c, hi = bins[m - 1], bins[m], bins[m + 1]
        fb[m - 1, lo:c] = (np.arange(lo, c) - lo) / max(c - lo, 1)
        fb[m - 1, c:hi] = (hi - np.arange(c, hi)) / max(hi - c, 1)
    return fb


def log_mel(sig, fb):
    frames = [sig[s:s + config.N_FFT] * np.hanning(config.N_FFT)
              for s in range(0, len(sig) - config.N_FFT + 1, config.HOP)]
    power = np.abs(np.fft.rfft(np.stack(frames), axis=1)) ** 2
    return np.log(power @ fb.T + 1e-6).T.astype(np.float32)


def build_arrays():
    rng = np.random.default_rng(config.SEED)
    fb = mel_filterbank()
    feats, labels = [], []
    for k in range(len(config.SCENES)):
        for _ in range(config.CLIPS_PER_SCENE):
            feats.append(log_mel(synth_clip(k, rng), fb))
            labels.append(k)
    x = np.stack(feats)[:, None]
    x = (x - x.mean()) / x.std()
    return x.astype(np.float32), np.array(labels, np.int32)
