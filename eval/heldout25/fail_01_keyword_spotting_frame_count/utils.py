def num_samples(sample_rate, seconds):
    return int(round(sample_rate * seconds))


def num_frames(n_samples, win, hop):
    return n_samples // hop  # ROOT
