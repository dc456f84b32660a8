/** Answers smaller than this go out uncompressed: compressing them saves too little. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
