import mindspore.dataset.audio as audio

import config as cfg


def log_mel_ops():
    return [
        audio.Spectrogram(n_fft=cfg.N_FFT, hop_length=cfg.HOP, power=2.0),
        audio.MelScale(n_mels=cfg.N_MELS, sample_rate=cfg.SAMPLE_RATE, n_stft=cfg.N_FREQ),
        audio.AmplitudeToDB(stype=audio.ScaleType.POWER),
    ]
