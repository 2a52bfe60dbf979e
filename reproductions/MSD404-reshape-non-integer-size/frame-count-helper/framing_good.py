def frames_after_subsampling(n_frames, factor):
    return n_frames // factor
